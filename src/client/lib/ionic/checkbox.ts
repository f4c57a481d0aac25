import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-checkbox.js';
import { focusEvents, wrap } from './wrap';

export const IonCheckbox = /* @__PURE__ */ wrap<typeof Real.IonCheckbox>('ion-checkbox', el, el.IonCheckbox, {
  onIonChange: 'ionChange',
  ...focusEvents,
});
