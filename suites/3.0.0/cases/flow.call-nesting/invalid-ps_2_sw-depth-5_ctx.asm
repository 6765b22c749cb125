// case: flow.call-nesting/invalid/ps_2_sw/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 5 random context instructions (seed 1 attempt 1)
ps_2_sw
call l0
mov oC0, c0
mov r0, c5
mov r1, r0
mul r2, r0, c0
mov r3, c0
mov r4, c5
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
