// case: reg.src-readable/valid/vs_2_sw/read_file-v_index-0 (validate)
// expect: valid
// case: reg.src-readable/assemble/vs_2_sw/read_file-v_index-0 (assemble)
// expect: the tokens of valid-vs_2_sw-read_file-v_index-0.bin
// origin: template reg_use {file: v, index: 0}
vs_2_sw
dcl_position v0
mov r0, v0
mov oPos, v0
