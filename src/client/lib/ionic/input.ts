import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-input.js';
import { focusEvents, wrap } from './wrap';

export const IonInput = /* @__PURE__ */ wrap<typeof Real.IonInput>('ion-input', el, el.IonInput, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  ...focusEvents,
});
