// case: ports.t-v-joint/valid/ps_2_0/code-v-twice (validate)
// expect: valid
// case: ports.t-v-joint/assemble/ps_2_0/code-v-twice (assemble)
// expect: the tokens of valid-ps_2_0-code-v-twice.bin
// origin: template code {code: v-twice, decls: dcl t2 dcl v1}
ps_2_0
dcl t2
dcl v1
mul r0, v1, v1
mov oC0, c0
