import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-select-option.js';
import { wrap } from './wrap';

export const IonSelectOption = /* @__PURE__ */ wrap<typeof Real.IonSelectOption>(
  'ion-select-option',
  el,
  el.IonSelectOption,
);
