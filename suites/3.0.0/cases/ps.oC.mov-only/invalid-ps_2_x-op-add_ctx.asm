// case: ps.oC.mov-only/invalid/ps_2_x/op-add_ctx (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: add, src: r1, r1} + 3 random context instructions (seed 1 attempt 2)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add oC0, r1, r1
mul r0, c4, c4
add r4, c1, r0
mul r5, r0, r0
