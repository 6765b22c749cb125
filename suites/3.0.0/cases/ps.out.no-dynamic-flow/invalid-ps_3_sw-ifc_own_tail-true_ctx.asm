// case: ps.out.no-dynamic-flow/invalid/ps_3_sw/ifc_own_tail-true_ctx (validate)
// expect: invalid [ps.out.no-dynamic-flow]
// origin: template code {code: mov r1, c0 if_gt r1.x, c0.x mov oC0, r1 endif, own_tail: true} + 4 random context instructions (seed 1 attempt 1)
ps_3_sw
mov r1, c0
if_gt r1.x, c0.x
    mov oC0, r1
endif
mov r0, c7
mul r2, r0, c1
add r3, r2, c2
mov r4, c1
