// case: op.texkill-register/invalid/ps_3_0/mutate-texkill-const-1 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_3_0 #1
ps_3_0
defb b9, false
dcl_blendindices15 v0.yzw
dcl_2d s2
dcl_texcoord14_centroid v1.y
dcl_tangent15_centroid v8.xw
dcl_color8_centroid v6.yw
defi i4, 4, 0, 2, 0
mul r24, c1, c223.zwwx
mad r5.xzw, c1, r24, c2.xyyz
dp2add_sat r11.xw, c2, c223, r24.x
m3x2_pp r14.xy, r24, c145
call l1921
texldb r12, r24, s2
mul oC0, r24.zwyx, r5.wxwx
add oC1, c1.zyyz, c0.yyxz
mov oDepth, c2.w
texkill c0
ret
label l1921
callnz l1357, !b1
nop
log_sat_pp r9, c1.z
ret
label l1357
ret
