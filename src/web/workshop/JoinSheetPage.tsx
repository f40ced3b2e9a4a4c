/**
 * The printable join sheet (docs/teachers-guide.md, Before class): the class code, the address phones
 * can reach, its QR code and three steps for students, large enough to read across a table.
 */
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { useJoinAddress } from './class-tools.tsx';

export default function JoinSheetPage({ code }: { code: string }) {
  const { t } = useT('workshop');
  const { url, address } = useJoinAddress();
  const [network, setNetwork] = useState('');
  const link = `${url}/w/${code}`;
  const host = url.replace(/^https?:\/\//, '');
  return (
    <div className="workshop ws-sheet">
      <div className="ws-print-controls button-row">
        <button type="button" className="primary" onClick={() => window.print()}>{t('sheet.print')}</button>
        <button type="button" onClick={() => navigate(`/workshop/${code}/host`)}>{t('sheet.back')}</button>
        <label className="ws-field">
          <span>{t('sheet.network')}</span>
          <input value={network} onChange={(e) => setNetwork(e.target.value)} maxLength={60} />
        </label>
      </div>
      {address?.problem && <p role="alert" className="error ws-print-controls">{address.problem}</p>}
      <section className="ws-sheet-page" aria-labelledby="ws-sheet-title" data-testid="ws-sheet">
        <h1 id="ws-sheet-title">{t('sheet.title')}</h1>
        <p className="ws-sheet-code-label">{t('sheet.codeLabel')}</p>
        <p className="ws-join-code" data-testid="ws-sheet-code">{code}</p>
        <ol className="ws-sheet-steps">
          <li>{network.trim() ? t('sheet.step1', { network: network.trim() }) : t('sheet.step1Any')}</li>
          <li>{t('sheet.step2', { address: host })}</li>
          <li>{t('sheet.step3', { code })}</li>
        </ol>
        <QRCodeSVG value={link} size={280} level="M" marginSize={4} className="ws-join-qr" role="img" aria-label={t('join.qr', { link })} />
        <p className="ws-join-link">{link}</p>
      </section>
    </div>
  );
}
