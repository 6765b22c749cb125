// case: flow.call-nesting/invalid/vs_2_sw/depth-5_ctx (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
call l0
mov oPos, v0
add r0, c7, c7
mad r1, r0, c4, c4
mad r2, c2, c2, c2
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
