// case: flow.call-nesting/invalid/vs_2_x/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
call l0
mov oPos, v0
mov r0, c5
add r1, c7, r0
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
