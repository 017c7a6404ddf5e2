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

# add_reshape_tool(name sources... [LINK_LIBS ...]): an executable in
# build/bin, installed with the package.
function(add_reshape_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;DEPENDS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS} DEPENDS ${ARG_DEPENDS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  install(TARGETS ${name} EXPORT ReshapeTargets RUNTIME DESTINATION bin)
  set_property(GLOBAL APPEND PROPERTY RESHAPE_EXPORTED_TARGETS ${name})
endfunction()
