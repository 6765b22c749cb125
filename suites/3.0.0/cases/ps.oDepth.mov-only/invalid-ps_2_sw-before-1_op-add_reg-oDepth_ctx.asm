// case: ps.oDepth.mov-only/invalid/ps_2_sw/before-1_op-add_reg-oDepth_ctx (validate)
// expect: invalid [ps.oDepth.mov-only]
// origin: template oc_write {before: 1, op: add, reg: oDepth, src: r1.x, r1.x} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add oDepth, r1.x, r1.x
add r0, c7, c7
mad r4, c5, c5, r0
mul r5, c6, r0
mad r6, c5, r0, c5
mov r7, r6
mad r8, r7, r7, c5
