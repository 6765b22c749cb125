// case: random/valid/vs_2_x/14 (validate)
// expect: valid
// case: random/assemble/vs_2_x/14 (assemble)
// expect: the tokens of valid-vs_2_x-14.bin
// origin: random seed 1 vs_2_x #14
vs_2_x
def c16, 0.125, -2.0, -0.5, 0.125
def c28, -56743052.0, 0.0, -2.0, -2.6136938e16
dcl_position v4
defi i10, 2, 4, 2, 0
defi i12, 4, 3, 2, 0
def c20, -0.5, -1.9515944e21, 0.0, 0.0
slt r21, c1.wyyx, -c1.ywyz
rsq r11.yz, v4.z
logp r17.xyw, v4.y
exp r25.w, c255.z
rcp r24.y, -c0.y
dp4 r7.x, -c1, -r21.zyzx
slt r22, c0.zwwy, -v4
mad r6.x, -r17.wxyx, -c255, -v4
m3x3 r24.xyz, -v4.yywy, c252
rep i10
    setp_ge p0.zw, c0, -c0.wwzx
    rsq r27, v4.w
    mova a0.zw, -r24.wzzx
    frc r18, c4[a0.z].xxzy
    frc r7.yz, r24.wzyz
    if p0.z
        mul r8, c1, -r21.xxyw
    else
        call l4
        lrp r4.yw, c2.wwxy, -c2.yzwy, r22.wyzy
        sgn r21.z, -r22.wyyw, r18, r27
        m3x3 r22.xyz, -r21.ywzy, c2
        callnz l4, !b6
        lit r6, c0
        nop
        pow r1, r25.w, r17.y
        break_lt -c0.x, r24.z
        mova a0.xz, c0[a0.w].wwxw
        rcp r17, r4.y
    endif
endrep
max oPos, v4, -v4
max oD1.z, c255, v4
max oT7.xy, v4, r24
mov oFog, r21.z
mov oPts, r21.w
ret
label l4
setp_gt p0.xw, -c2, r7.z
min r0, -c4[a0.w], c4
sub r29, c8[a0.z].zzyx, r0.zzyx
dp3 r5, r7, -c255
sgn r29.xyz, c255.zwx, r0, r5
m4x3 r13.xyz, -r22.zywz, c213
ret
