// case: ps.out.no-dynamic-flow/invalid/ps_2_sw/ifc_own_tail-true_ctx (validate)
// expect: invalid [ps.out.no-dynamic-flow]
// origin: template code {code: mov r1, c0 if_gt r1.x, c0.x mov oC0, r1 endif, own_tail: true} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
if_gt r1.x, c0.x
    mov oC0, r1
endif
mov r0, c4
mad r2, r0, c4, c4
add r3, c6, r0
mul r4, r2, c7
mul r5, c6, r4
mad r6, r0, r4, r4
