// case: flow.label-range/invalid/ps_2_x/file-l_index-2047 (validate)
// expect: invalid [flow.label-range]
// origin: template reg_use {file: l, index: 2047}
ps_2_x
call l2047
mov oC0, c0
ret
label l2047
ret
