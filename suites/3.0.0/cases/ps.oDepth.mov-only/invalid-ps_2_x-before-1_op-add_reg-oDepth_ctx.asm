// case: ps.oDepth.mov-only/invalid/ps_2_x/before-1_op-add_reg-oDepth_ctx (validate)
// expect: invalid [ps.oDepth.mov-only]
// origin: template oc_write {before: 1, op: add, reg: oDepth, src: r1.x, r1.x} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add oDepth, r1.x, r1.x
mul r0, c6, c6
mul r4, r0, c1
mul r5, c2, r4
add r6, c7, c7
mul r7, r4, r6
