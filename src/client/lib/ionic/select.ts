import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-select.js';
import { focusEvents, wrap } from './wrap';

export const IonSelect = /* @__PURE__ */ wrap<typeof Real.IonSelect>('ion-select', el, el.IonSelect, {
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonDismiss: 'ionDismiss',
  ...focusEvents,
});
