// case: random/valid/ps_3_0/0 (validate)
// expect: valid
// case: random/assemble/ps_3_0/0 (assemble)
// expect: the tokens of valid-ps_3_0-0.bin
// origin: random seed 1 ps_3_0 #0
ps_3_0
defi i6, 2, 4, 1, 0
dcl_cube s10
def c36, 2.0, 3.0327947e-35, -0.5, 1923109.1
def c38, 1.0, 4.0, 0.5, 2.0
dcl_binormal10 v1.y
defb b5, false
dcl_2d s15
dcl_texcoord13 v5.xy
dcl_texcoord9 v3.yw
dcl_blendindices11 v7
rcp_sat r20.w, -v7.y
call l421
sincos r10.y, c1.w
texldp_pp r12, v7, s15
cmp_pp r0.x, r12.yxzy, v5, r12_abs
nrm r12, v7.yxyx
setp_le p0.y, -v3.zwzy, c223.xxyw
m4x3 r17.xyz, r12.ywxy, c130
callnz l421, p0.y
dp2add r4.yw, v7.zxyw, c223.zxwx, c223.y
cmp r11.zw, c223, c1, -v7.zxyw
abs r21, c1.xzwx
mad r18, c0.zzwx, c223.yxwz, -r12_abs
crs_pp r1.xy, c2, -v7
frc r25.z, c3
frc_pp r26, r21
m4x3_pp r2.xyz, r12, c3
dp4 r20, c0.yxz, c0.yxw
rsq r24, r17.y
min r28, r24.yyx, r17.zy
m3x2_pp r18.xy, -r26_abs, c18
max r31.xy, c0, v7
max r27, v7, r21.yywz
texldb r19, r20, s15
mov_sat r3.y, r20.wwwz
dsx r15, c0.wxwy
dp3 r27, r24.xxwz, r24
dp4_pp r0, c2, r26
if_le c2.z, r12.z
    mul r0, r24, c1
    texldb_pp r25, r27, s10
    pow r5.x, c2.y, -r12_abs.w
endif
mad oC0, r15.xxyx, -r28.wyxw, r0.wyyx
max oC1, r15, r12
ret
label l421
cmp_pp r16, c1, c0.zxwx, v7
pow r13.w, c0.z, c0.y
dsy_pp r16.xzw, c2
pow_pp r12, r20_abs.w, c0.z
rep i6
    callnz l1994, b0
    exp r13, v1.y
    pow r0, c223.x, r16.y
endrep
ret
label l1994
texldb r22, r12, s15
m4x4 r22, -r16_abs, c96
if b13
endif
ret
