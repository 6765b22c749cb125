// case: decl.dcl-before-code/valid/ps_2_sw/input_file-v_index-1 (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_sw/input_file-v_index-1 (assemble)
// expect: the tokens of valid-ps_2_sw-input_file-v_index-1.bin
// origin: template reg_use {file: v, index: 1}
ps_2_sw
dcl v1
mov r0, v1
mov oC0, c0
