// case: ps.oC.mov-only/invalid/ps_2_0/op-add_ctx (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: add, src: r1, r1} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add oC0, r1, r1
mov r0, c6
mul r4, r0, c1
mul r5, r4, r4
mad r6, r4, c2, r5
mov r7, c4
mad r8, c4, r7, r0
