// case: flow.call-nesting/invalid/ps_3_sw/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
call l0
mov oC0, c0
mad r0, c5, c5, c5
mad r1, c0, c0, r0
mov r2, c1
mad r3, c1, c1, c1
ret
label l0
call l1
ret
label l1
call l2
ret
label l2
call l3
ret
label l3
call l4
ret
label l4
ret
