import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-textarea.js';
import { focusEvents, wrap } from './wrap';

export const IonTextarea = /* @__PURE__ */ wrap<typeof Real.IonTextarea>('ion-textarea', el, el.IonTextarea, {
  onIonChange: 'ionChange',
  onIonInput: 'ionInput',
  ...focusEvents,
});
