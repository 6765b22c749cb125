// case: ps.oDepth.replicate/invalid/ps_3_0/before-1_reg-oDepth_src-r1.yzxw (validate)
// expect: invalid [ps.oDepth.replicate]
// origin: template oc_write {before: 1, reg: oDepth, src: r1.yzxw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1.yzxw
