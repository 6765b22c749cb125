// case: flow.label-range/invalid/ps_2_x/file-l_index-16 (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 16}
ps_2_x
call l16
mov oC0, c0
ret
label l16
ret
