// case: ps.oC.no-writemask/invalid/ps_2_sw/mask-w (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: template oc_write {mask: w}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.w, c0
