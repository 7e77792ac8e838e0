import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminUrl, BACK_OFFICE, backOfficePages } from './admin-pages';
import { navFor } from './components/admin/nav';

const appDir = new URL('./', import.meta.url);
const source = (file: string) => readFileSync(new URL(file, appDir), 'utf8');

/** The registry says what each route module does: this holds it to what the modules actually do. */
describe('the back-office registry', () => {
  const pages = backOfficePages();

  it('names each URL once, and a route module that exists', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const page of pages) expect(existsSync(new URL(page.file, appDir)), page.file).toBe(true);
  });

  it("gives each page the title its module's meta shows", () => {
    for (const page of pages.filter((p) => p.title)) {
      const meta = page.title === 'admin.title' ? 'adminMeta(matches)' : `adminMeta(matches, '${page.title}'`;
      expect(source(page.file), page.file).toContain(meta);
    }
  });

  it('lists a title for every page and none for a download or a preview (no HTML of their own)', () => {
    for (const page of pages) expect(Boolean(page.title), page.file).toBe(page.file.endsWith('.tsx'));
  });

  it("gives each page the roles its module's guard lets in", () => {
    for (const page of pages) {
      const guard = page.roles.includes('manager') ? 'requireStaff(' : 'requireAdmin(';
      expect(source(page.file), page.file).toContain(guard);
    }
  });

  it("links each section's entry to its first page, and shows a manager only the sections they run", () => {
    expect(navFor('admin').map((item) => item.to)).toEqual(
      BACK_OFFICE.map((section) => adminUrl(section.pages[0].path)),
    );
    expect(navFor('manager').map((item) => item.to)).not.toContain('/admin/equipe');
    expect(navFor('manager').map((item) => item.to)).toContain('/admin/commandes');
  });

  it('marks an entry current on its exact URL only when another entry lies under it', () => {
    const exact = navFor('admin').filter((item) => item.end);
    expect(exact.map((item) => item.to)).toEqual([
      '/admin',
      '/admin/creneaux',
      '/admin/tournees',
      '/admin/consignes',
    ]);
  });
});
