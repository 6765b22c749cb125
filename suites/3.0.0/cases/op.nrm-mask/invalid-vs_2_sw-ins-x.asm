// case: op.nrm-mask/invalid/vs_2_sw/ins-x (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oPos, v0
