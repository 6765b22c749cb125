// case: random/valid/vs_2_x/13 (validate)
// expect: valid
// case: random/assemble/vs_2_x/13 (assemble)
// expect: the tokens of valid-vs_2_x-13.bin
// origin: random seed 1 vs_2_x #13
vs_2_x
def c54, 0.0, -2.0, -2.0, 1.0
defi i13, 2, 4, 2, 0
defb b1, true
dcl_blendindices11 v2
defb b4, false
def c9, -1.0, -2.9991293e23, -0.5, 2.0
dcl_position v8
def c3, 0.25, 1.0240389e-6, -1.0, -0.5
def c30, 2.0, -0.5, -2.0, 2.0
mul r9, c255.wxz, v8
expp r15, c3.y
pow r12, -v2.w, -c1.x
dp3 r23, c0.wyyz, c0.zyzy
call l4
if b10
    dp3 r2, r9, -c2
    m4x3 r15.xyz, -r2, c147
    rcp r0, -r9.y
    nrm r9.xyz, c2.yywz
    setp_gt p0.z, c3, r2
    crs r25.x, r15, -c0
    abs r5.xyz, r0.wxwz
    pow r30.xw, c3.w, -r5.x
    pow r23, c255.w, -v8.y
    pow r14.x, c1.y, -r12.z
    add r12, r12, r9.zzwy
    lit r11.xy, -r23
endif
mul oPos, r12.wwzw, -r9
mul oD0.yz, v2.yzw, v2.yxwy
max oT0, v2.wwy, r12.yzxw
mov oT1.xy, c2
max oT2.xyz, -v2, -c3.zzyw
min oT4, c255.wxwx, -c255
add oT6, c1.yxwz, -v8.zzxy
mad oT7.x, c1, r9.yyzy, r23.xzzy
mov oFog, -r12.y
ret
label l4
sgn r31.xyz, -c3, r9, r12
abs r24.w, -c255
mova a0.yzw, v8
ret
