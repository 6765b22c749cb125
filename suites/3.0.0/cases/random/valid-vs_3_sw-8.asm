// case: random/valid/vs_3_sw/8 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/8 (assemble)
// expect: the tokens of valid-vs_3_sw-8.bin
// origin: random seed 1 vs_3_sw #8
vs_3_sw
defb b3, false
dcl_position v9
dcl_2d s1
defi i11, 1, 4, 1, 0
dcl_binormal3 o9.x
def c24, -7.646143e-8, 1.0, 1.1970145e23, 0.125
dcl_color1 o9.yzw
def c22, 0.25, 0.25, 9.198359e-32, 1.0
defi i21, 4, 4, 1, 0
defb b15, true
dcl_binormal10 v2
dcl_psize o1
dcl_texcoord2 v12
dcl_volume s2
def c49, 3704442000000.0, 1.0, -2.4476556e-6, 0.5
def c43, 0.125, 4.0, -2.0, 0.5
dcl_position o6
crs r28.y, -c1_abs, c2
m3x3 r30.xyz, v9, c1227
m4x3 r24.xyz, -v9.wzx, c7060
nop
nop
add_sat r24, c2.wwxw, v9
exp_sat r6, -c3_abs.w
sub_sat r23, c1, r6.yxxz
mul r10, r23, -c1
logp_sat r16.y, r10.y
add_sat r22.z, v9.ywwz, c8191_abs
nop
nop
call l957
setp_ne p0.yzw, c0, c3.zwzy
rsq r3.yz, r24.w
lit_sat r27, c3
call l979
crs r16.yz, c3, c3
mova a0, c2
nop
sincos r30.xy, c8[a0.w].x
callnz l1747, b2
slt r22, c0.wywx, v2.zyzy
pow r26.x, c4[a0.z].x, -r10.x
exp r9, v12[a0.x].y
lrp_sat r24, c0[a0.z].zxzx, v2_abs, c4[a0.x]_abs
min o6, v9.yzxy, c0[a0.z]_abs
mov o1.x, v2[a0.x].x
mov o9.yzw, v2[a0.x].yywy
ret
label l957
setp_ge p0.xyw, c8191, r6.xywx
callnz l1747, p0.y
crs r26.xyz, c3, -c8191
dp4 r15, c3, -r6_abs.yzyx
ret
label l979
pow r28.y, c0.x, v9.w
dp4 r3, v12.zxwz, v9
sub r23, -c2.xzwy, c1.wzxw
call l1747
m4x4 r19, v12.yyxz, c3858
rcp r14, r6.y
ret
label l1747
dp3 r9, r24.zwwy, c3.xy
nop
if_le v12.w, v2.x
    lit r3, v12
    sgn r20.xy, c2.xwxz, r3, r6
endif
ret
