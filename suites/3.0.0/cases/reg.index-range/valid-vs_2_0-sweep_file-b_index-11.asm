// case: reg.index-range/valid/vs_2_0/sweep_file-b_index-11 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-b_index-11 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-b_index-11.bin
// origin: template reg_use {file: b, index: 11}
vs_2_0
dcl_position v0
if b11
mov r0, c0
endif
mov oPos, v0
