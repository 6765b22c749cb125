// case: ps.oDepth.mov-only/invalid/ps_2_0/before-1_op-add_reg-oDepth_ctx (validate)
// expect: invalid [ps.oDepth.mov-only]
// origin: template oc_write {before: 1, op: add, reg: oDepth, src: r1.x, r1.x} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add oDepth, r1.x, r1.x
add r0, c3, c3
mul r4, c3, r0
mul r5, c7, c7
