// case: random/valid/vs_2_sw/11 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/11 (assemble)
// expect: the tokens of valid-vs_2_sw-11.bin
// origin: random seed 1 vs_2_sw #11
vs_2_sw
dcl_binormal8 v10
dcl_binormal10 v2
def c16, -1.0, 0.5, -3.4990646e-34, 2.0
dcl_fog3 v0
defi i43, 1, 0, 1, 0
dcl_position v6
def c3, -1.0, 0.5, -1.0, -505.79483
dp3 r30, -c0, v6
m3x3 r20.xyz, r30.zxzw, c1435
dst r24.xyz, c8191.yxzx, -r30
dst r21, c3.wzxy, -v2.xwx
mov r25, -c0.xzxw
abs r0.y, -c1.wxyx
mad r1, -r30.zzw, v2, v6.wwyw
call l1314
dst r8.yz, r21.yzx, -c3
add r11, -r24.xxzx, c0
logp r19, -c8191.z
sub r30, c1.xxwz, v10
nrm r3.xyz, r24
sincos r23.x, r20.x, c8190, c8191
sge r20, v6.wyxz, c8191.zyw
m4x3 r30.xyz, -r25, c6962
pow r25.x, v6.z, c8191.y
sincos r8.y, -r25.w, c8190, c8191
dst r10, -r3, -v2.yyx
m3x4 r6, r19.ywyx, c1305
mova a0.x, v2
callnz l1115, b10
mova a0.x, -v6
nrm r28.xyz, r20
callnz l883, !b0
abs r2.yzw, -v6
dp3 r12, -r19.ywyz, -c2
mad r30.xyw, c3.yyyx, -v10, -r6
if !b6
endif
mul oPos, v0, c8191.xwwz
mad oD0, -c0[a0.x].zzx, c4[a0.x], c0.yywx
ret
label l1314
lrp r9, -r1.xxz, r30.wyx, v6.wzx
setp_lt p0.xw, c3, c8191
m3x2 r4.xy, -v10, c6382
ret
label l1115
rep i43
    rep i43
    endrep
endrep
ret
label l883
min r23, c8191.xzzy, v2
m4x4 r25, r19.wxw, c2845
nrm r1.xyz, -c3
ret
