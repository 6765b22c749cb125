// case: reg.index-range/valid/vs_3_sw/sweep_file-b_index-30 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-b_index-30 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-b_index-30.bin
// origin: template reg_use {file: b, index: 30}
vs_3_sw
dcl_position v0
dcl_position o0
if b30
mov r0, c0
endif
mov o0, v0
