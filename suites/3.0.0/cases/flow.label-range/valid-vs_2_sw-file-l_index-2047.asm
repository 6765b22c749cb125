// case: flow.label-range/valid/vs_2_sw/file-l_index-2047 (validate)
// expect: valid
// case: flow.label-range/assemble/vs_2_sw/file-l_index-2047 (assemble)
// expect: the tokens of valid-vs_2_sw-file-l_index-2047.bin
// origin: template reg_use {file: l, index: 2047}
vs_2_sw
dcl_position v0
call l2047
mov oPos, v0
ret
label l2047
ret
