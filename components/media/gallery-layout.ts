/** On desktops the first photo is a 2x2 feature and the eighth a 2x1 strip: 12 photos fill 4 rows of 4. */
export const FEATURE_INDEX = 0
export const WIDE_INDEX = 7
