// case: flow.call-nesting/invalid/ps_3_0/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
call l0
mov oC0, c0
mul r0, c5, c5
add r1, c1, c1
mov r2, r0
mov r3, c6
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
