// case: flow.call-nesting/invalid/ps_2_x/depth-5 (validate)
// expect: invalid [flow.call-nesting]
// origin: template calls {depth: 5}
ps_2_x
call l0
mov oC0, c0
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
