// case: ps.oDepth.replicate/invalid/ps_2_x/before-1_reg-oDepth_src-r1 (validate)
// expect: invalid [ps.oDepth.replicate]
// origin: template oc_write {before: 1, reg: oDepth, src: r1}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1
