// case: ports.t-v-joint/valid/ps_2_x/code-v-twice (validate)
// expect: valid
// case: ports.t-v-joint/assemble/ps_2_x/code-v-twice (assemble)
// expect: the tokens of valid-ps_2_x-code-v-twice.bin
// origin: template code {code: v-twice, decls: dcl t2 dcl v1}
ps_2_x
dcl t2
dcl v1
mul r0, v1, v1
mov oC0, c0
