import { Link } from 'react-router-dom';
import { Page, PageTitle, Lead } from '../../../ui/page.js';

export default function NotFoundScreen() {
  return (
    <Page>
      <PageTitle>Pagina non trovata</PageTitle>
      <Lead>L’indirizzo non corrisponde a nessuna pagina della console.</Lead>
      <Link to="/">Torna alle iniziative</Link>
    </Page>
  );
}
