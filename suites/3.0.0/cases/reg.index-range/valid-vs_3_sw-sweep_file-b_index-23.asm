// case: reg.index-range/valid/vs_3_sw/sweep_file-b_index-23 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-b_index-23 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-b_index-23.bin
// origin: template reg_use {file: b, index: 23}
vs_3_sw
dcl_position v0
dcl_position o0
if b23
mov r0, c0
endif
mov o0, v0
