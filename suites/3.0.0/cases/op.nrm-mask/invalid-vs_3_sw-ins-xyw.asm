// case: op.nrm-mask/invalid/vs_3_sw/ins-xyw (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: xyw}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.xyw, r1
mov o0, v0
