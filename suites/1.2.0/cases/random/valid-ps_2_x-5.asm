// case: random/valid/ps_2_x/5 (validate)
// expect: valid
// case: random/assemble/ps_2_x/5 (assemble)
// expect: the tokens of valid-ps_2_x-5.bin
// origin: random seed 1 ps_2_x #5
ps_2_x
defb b1, true
dcl_2d s12
def c28, 0.125, 2.0, -2.0, 0.0
dcl_cube s15
defi i3, 4, 1, 2, 0
exp r9, c3.z
texldb r11, r9, s15
m3x2_sat r18.xy, r9.zyyx, c0
m4x3 r27.xyz, r11, c18
dsx r28.x, r11
m4x3_sat_pp r0.xyz, -r9, c10
texldb_pp r29, r9, s12
abs_pp r10, c31
min r2, -c2.xzzy, c0.zxz
m3x2 r24.xy, r11, c17
nrm r13, r10.yzyz
m4x3_pp r29.xyz, r11, c1
texld_pp r5, r13, s12
max r13, -c0, r5.zwwy
exp r20, r5.y
dp4_pp r3, r10, r10
dsy r27, c1
cmp_pp r6.x, c31.wxwz, -r0, r9.xxxz
mov_sat r20.xy, -r10.xzxz
cmp r2, r13.ywy, r3.w, c2.yw
dp4 r16, r3, r9
setp_le p0.y, r16, r2
sub_pp r16, c3.wyw, r27
call l10
texld r9, r11, s12
dp3 r13.xy, -r2.wwxw, -c2.zxwz
callnz l3, !b0
(!p0.y) lrp r29, r29, -r27.wxyx, c1
call l14
if !b11
    pow r23, r11.w, -r5.w
    dp2add r8.x, -c0, -r2.zwwy, r29.z
    dp4_pp r7, r23.zyxw, c1.xzzy
endif
mov oC0, r20
ret
label l10
frc r22, r11
m4x3 r9.xyz, r20, c13
ret
label l3
setp_le p0.xyz, r10.zwyw, c3.ywz
if_ne -r3.y, c0.w
    m3x3 r20.xyz, r11.zwy, c9
    nrm r18.xyz, c1.ywxz
else
    add_sat r30.yw, c31, r9
    texldd r8, r2, s15, r11.wzyz, c3
endif
ret
label l14
nrm r28, r13.zwwy
abs_pp r3.yzw, r29
mad r3, -c0.yyxw, -c3, -r27
if !b4
    mul r24.w, -c1.xwxz, -r3
    dsy_pp r1, r20
endif
ret
