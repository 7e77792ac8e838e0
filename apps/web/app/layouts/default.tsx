import { Outlet } from 'react-router';
import { AppDownload } from '../components/layout/AppDownload';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { PromoBar } from '../components/layout/PromoBar';
import { usePageHandle } from '../lib/handle';

/** Default layout: promo bar (optional), full header with the slot button, page, app download, footer. */
export default function DefaultLayout() {
  const handle = usePageHandle();
  return (
    <>
      {handle.promoBar && <PromoBar />}
      <Header
        variant={handle.header}
        scrollVariant={handle.scrollHeader}
        scrollThreshold={handle.scrollThreshold}
        showSlot
      />
      <main id="main">
        <Outlet />
      </main>
      {handle.appDownload !== false && <AppDownload />}
      <Footer />
    </>
  );
}
