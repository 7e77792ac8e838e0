import { Outlet } from 'react-router';
import { AppDownload } from '../components/layout/AppDownload';
import { BottomNav } from '../components/layout/BottomNav';
import { FaqBlock } from '../components/layout/FaqBlock';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { PageBackground } from '../components/layout/PageBackground';
import { PromoBar } from '../components/layout/PromoBar';
import { MinorsNotice } from '../components/legal/MinorsNotice';
import { usePageHandle } from '../lib/handle';

/**
 * Default layout: promo bar (optional), full header with the slot button, page, FAQ block and minors
 * notice (optional), app download, footer, and the phones' bottom navigation — as the page's handle says.
 */
export default function DefaultLayout() {
  const handle = usePageHandle();
  return (
    <>
      {handle.background && <PageBackground src={handle.background} />}
      {handle.promoBar && <PromoBar />}
      <Header
        variant={handle.header}
        scrollVariant={handle.scrollHeader}
        scrollThreshold={handle.scrollThreshold}
        showSlot
      />
      <main id="main">
        <Outlet />
        {handle.faq && (
          <div className="bg-white">
            <FaqBlock className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8" />
          </div>
        )}
      </main>
      {handle.appDownload !== false && <AppDownload />}
      {/* Next to the footer's own alcohol warning. */}
      {handle.minorsNotice && <MinorsNotice />}
      <Footer />
      {handle.bottomNav !== false && <BottomNav />}
    </>
  );
}
