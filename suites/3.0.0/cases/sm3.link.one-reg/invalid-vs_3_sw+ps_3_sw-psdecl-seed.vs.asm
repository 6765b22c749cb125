// case: sm3.link.one-reg/invalid/vs_3_sw+ps_3_sw/psdecl-seed (link)
// expect: invalid [sm3.link.one-reg]
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r0.x, v0, psdecl: seed, vscode: mov o1, v0, vsdecl: dcl_texcoord0 o1.x dcl_texcoord1 o1.yz dcl_texcoord2 o1.w}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.x
dcl_texcoord1 o1.yz
dcl_texcoord2 o1.w
mov o1, v0
mov o0, v0
