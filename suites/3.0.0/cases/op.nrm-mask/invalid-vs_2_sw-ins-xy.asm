// case: op.nrm-mask/invalid/vs_2_sw/ins-xy (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: xy}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.xy, r1
mov oPos, v0
