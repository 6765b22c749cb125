// case: ps.oDepth.replicate/invalid/ps_3_0/before-1_reg-oDepth_src-r1_ctx (validate)
// expect: invalid [ps.oDepth.replicate]
// origin: template oc_write {before: 1, reg: oDepth, src: r1} + 4 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oDepth, r1
add r0, c7, c7
mul r4, r0, r0
mov r5, r4
add r6, c4, c4
