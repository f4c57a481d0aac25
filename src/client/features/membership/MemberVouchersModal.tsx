import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonSpinner, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { Member, MemberVoucher } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { memberVouchers } from './membership-api';
import { MemberVoucherCard } from './MemberVoucherCard';

/** 'View List': a member's vouchers (usable first, then expired, then used). */
export function MemberVouchersModal({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const t = useT('membership');
  const [list, setList] = useState<MemberVoucher[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    setList(null);
    setError('');
    if (!member) return;
    void memberVouchers(member.userId).then((res) => {
      if (res.ok) setList(res.data.data);
      else setError(res.error.msg);
    });
  }, [member]);
  return (
    <IonModal isOpen={!!member} onDidDismiss={onClose} data-testid="member-vouchers" className="ms-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{member ? t('Vouchers of {{name}}', { name: member.name }) : ''}</IonTitle>
          <IonButtons slot="end">
            <IonButton strong onClick={onClose}>
              {t('Close')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {member && (
          <p className="sb-muted">
            {member.userId} · {member.email}
          </p>
        )}
        {error && <p className="sb-error">{error}</p>}
        {!list && !error && <IonSpinner />}
        {list?.length === 0 && <p className="sb-muted">{t('This member has no voucher.')}</p>}
        <div className="ms-voucher-list">
          {list?.map((v) => (
            <MemberVoucherCard key={v.id} voucher={v} />
          ))}
        </div>
      </IonContent>
    </IonModal>
  );
}
