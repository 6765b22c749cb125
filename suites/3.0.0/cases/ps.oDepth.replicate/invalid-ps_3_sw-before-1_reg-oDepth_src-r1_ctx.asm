// case: ps.oDepth.replicate/invalid/ps_3_sw/before-1_reg-oDepth_src-r1_ctx (validate)
// expect: invalid [ps.oDepth.replicate]
// origin: template oc_write {before: 1, reg: oDepth, src: r1} + 6 random context instructions (seed 1 attempt 1)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1
mad r0, c2, c2, c2
mov r4, c3
mad r5, c1, r0, r0
mul r6, c3, c3
add r7, r4, c1
mov r8, c4
