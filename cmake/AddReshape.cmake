#===- AddReshape.cmake - Helpers for reshape-mlir targets ----------------===#
#
# Our libraries go through add_reshape_library: add_mlir_library with
# DISABLE_INSTALL (its install would put them in MLIR's export set) plus our
# own install into the ReshapeTargets export set, the way CIRCT does it.
#
#===----------------------------------------------------------------------===#

# add_reshape_library(name sources... [DEPENDS ...] [LINK_LIBS ...]
#                     [LINK_COMPONENTS ...])
function(add_reshape_library name)
  add_mlir_library(${name} DISABLE_INSTALL EXCLUDE_FROM_LIBMLIR ${ARGN})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${RESHAPE_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${RESHAPE_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  if(RESHAPE_SANITIZER_LINK_OPTIONS)
    target_link_options(${name} INTERFACE ${RESHAPE_SANITIZER_LINK_OPTIONS})
  endif()
  install(TARGETS ${name} EXPORT ReshapeTargets
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib
    RUNTIME DESTINATION bin
    INCLUDES DESTINATION include)
  set_property(GLOBAL APPEND PROPERTY RESHAPE_EXPORTED_TARGETS ${name})
  set_property(GLOBAL APPEND PROPERTY RESHAPE_EXPORTED_LIBRARIES ${name})
endfunction()

# Installed binaries and shared libraries find our libraries beside them
# and MLIR's where MLIR is installed: LLVM's default install RUNPATH is only
# $ORIGIN/../lib, where an LLVM install tree keeps libMLIR.so but ours does
# not. `origin_to_lib` is the path from the installed file to lib/.
function(reshape_set_install_rpath name origin_to_lib)
  set_target_properties(${name} PROPERTIES
    INSTALL_RPATH "\$ORIGIN${origin_to_lib};${LLVM_LIBRARY_DIR}")
endfunction()

# add_reshape_tool(name sources... [LINK_LIBS ...]): an executable in
# build/bin, installed with the package.
function(add_reshape_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;DEPENDS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS} DEPENDS ${ARG_DEPENDS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  reshape_set_install_rpath(${name} /../lib)
  install(TARGETS ${name} EXPORT ReshapeTargets RUNTIME DESTINATION bin)
  set_property(GLOBAL APPEND PROPERTY RESHAPE_EXPORTED_TARGETS ${name})
endfunction()
