// case: reg.index-range/valid/vs_2_0/sweep_file-b_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-b_index-8 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-b_index-8.bin
// origin: template reg_use {file: b, index: 8}
vs_2_0
dcl_position v0
if b8
mov r0, c0
endif
mov oPos, v0
