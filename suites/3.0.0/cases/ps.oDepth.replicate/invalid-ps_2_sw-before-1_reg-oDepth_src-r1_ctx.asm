// case: ps.oDepth.replicate/invalid/ps_2_sw/before-1_reg-oDepth_src-r1_ctx (validate)
// expect: invalid [ps.oDepth.replicate]
// origin: template oc_write {before: 1, reg: oDepth, src: r1} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1
mul r0, c5, c5
mad r4, r0, r0, c5
mul r5, r0, c7
